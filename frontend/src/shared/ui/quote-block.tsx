import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface QuoteBlockProps {
  text: string;
  author: string;
  source?: string | null;
  /** 'hero' for large display (landing), 'card' for inline use. */
  size?: 'hero' | 'card';
}

/** A quotation with its attribution (always a real, public-domain, attributed quote). */
export function QuoteBlock({ text, author, source, size = 'card' }: QuoteBlockProps) {
  const hero = size === 'hero';
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography
        component="blockquote"
        sx={{
          m: 0,
          fontSize: hero ? { xs: '1.25rem', md: '1.6rem' } : '1.05rem',
          fontWeight: hero ? 600 : 500,
          lineHeight: 1.5,
          fontStyle: 'italic',
          '&::before': { content: '"\\201C"' },
          '&::after': { content: '"\\201D"' },
        }}
      >
        {text}
      </Typography>
      <Typography
        component="figcaption"
        color="text.secondary"
        sx={{ mt: 1.5, fontSize: hero ? '1rem' : '0.9rem' }}
      >
        — {author}
        {source ? (
          <>
            , <Box component="cite">{source}</Box>
          </>
        ) : null}
      </Typography>
    </Box>
  );
}
