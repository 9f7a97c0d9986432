import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useGetRandomQuoteQuery } from '../../../shared/api';
import { QuoteBlock } from '../../../shared/ui';

/**
 * Spec dashboard widget 5: a random quote (GET /api/quotes/random, cached an hour,
 * shared with the home page), a skeleton while loading, nothing when there is none.
 */
export default function DailyInspirationCard() {
  const { data: quote, isLoading } = useGetRandomQuoteQuery();
  const titleId = useId();
  if (!isLoading && !quote) return null;
  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <FormatQuoteIcon color="secondary" aria-hidden="true" />
          <Typography id={titleId} variant="h6" component="h2">
            Daily Inspiration
          </Typography>
        </Box>
        {isLoading || !quote ? (
          <Box role="status" aria-label="Loading quote">
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" sx={{ mt: 1 }} />
          </Box>
        ) : (
          <QuoteBlock text={quote.text} author={quote.author} source={quote.source} />
        )}
      </CardContent>
    </Card>
  );
}
