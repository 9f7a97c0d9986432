import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { styled } from '@mui/material/styles';

// What the page's render saw of the styles, read while it rendered (Emotion inserts rules
// with insertRule or as text, so both are read).
function StyleProbe({ colour }: { colour: string }) {
  const inserted = [...document.querySelectorAll('style')].some(
    (tag) =>
      tag.textContent?.includes(colour) ||
      [...(tag.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes(colour)),
  );
  return <span>{inserted ? 'styled already' : 'not styled yet'}</span>;
}

const Tinted = styled('div')({ color: 'rgb(1, 2, 3)' });

describe("Emotion's element styles (shared/theme/emotion-insertion.ts)", () => {
  it('are in the document while the element renders, not only after the commit', () => {
    render(
      <Tinted>
        <StyleProbe colour="rgb(1, 2, 3)" />
      </Tinted>,
    );
    expect(screen.getByText('styled already')).toBeInTheDocument();
  });
});
