import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type IconProps = { fontSize?: 'small' | 'medium' | 'inherit' };
export type IconComponent = ComponentType<IconProps>;

/** A navigation icon that loads on demand; `preload()` starts (and shares) the download. */
export type LazyIcon = ((props: IconProps) => ReactNode) & { preload: () => Promise<void> };

const SIZE = { small: '1.25rem', medium: '1.5rem', inherit: '1em' } as const;

/**
 * Wraps an icon import (`lazyIcon(() => import('@mui/icons-material/Flag'))`) so manifests
 * can name icons without pulling MUI into the first page's JavaScript. Until the icon has
 * loaded it draws an empty box of the icon's size (no layout shift, never suspends).
 * The app preloads every nav icon together with the signed-in layout.
 */
export function lazyIcon(load: () => Promise<{ default: IconComponent }>): LazyIcon {
  let Loaded: IconComponent | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
    }));

  function Icon(props: IconProps) {
    const [, setReady] = useState(Loaded !== null);
    useEffect(() => {
      if (Loaded) return;
      let active = true;
      void preload().then(() => active && setReady(true));
      return () => {
        active = false;
      };
    }, []);
    if (Loaded) return <Loaded {...props} />;
    const size = SIZE[props.fontSize ?? 'medium'];
    return (
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', width: size, height: size, flexShrink: 0 }}
      />
    );
  }
  return Object.assign(Icon, { preload });
}
