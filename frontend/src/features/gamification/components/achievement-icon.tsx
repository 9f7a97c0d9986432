import BoltIcon from '@mui/icons-material/Bolt';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import StarIcon from '@mui/icons-material/Star';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { AchievementIcon as IconName, Rarity } from '../model/rules';

const ICONS = {
  trophy: EmojiEventsIcon,
  target: GpsFixedIcon,
  star: StarIcon,
  zap: BoltIcon,
  crown: WorkspacePremiumIcon,
  medal: MilitaryTechIcon,
} as const;

/** Spec §9 achievement icons: trophy, target, star, zap, crown, medal. */
export function AchievementIcon({ icon, ...props }: { icon: IconName } & SvgIconProps) {
  const Icon = ICONS[icon];
  return <Icon {...props} />;
}

export const RARITY_COLORS: Record<Rarity, string> = {
  common: '#5b6280',
  rare: '#3346a8',
  epic: '#7b3fb8',
  legendary: '#b86e00',
};

export const RARITY_LABELS: Record<Rarity, string> = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};
