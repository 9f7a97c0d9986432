import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Shown right of the title (an Edit button, a badge...). */
  action?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** A titled card that is also a labelled region (its h2 names it for screen readers). */
export function SectionCard({
  id,
  title,
  description,
  icon,
  action,
  tone = 'default',
  children,
}: SectionCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={
        tone === 'danger'
          ? { borderColor: 'error.main', borderWidth: 1, borderStyle: 'solid' }
          : undefined
      }
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 2.5 }}
        >
          {icon ? (
            <Box
              aria-hidden="true"
              sx={{
                color: tone === 'danger' ? 'error.main' : 'primary.main',
                display: 'flex',
                mt: 0.25,
              }}
            >
              {icon}
            </Box>
          ) : null}
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography
              id={titleId}
              variant="h6"
              component="h2"
              color={tone === 'danger' ? 'error' : undefined}
            >
              {title}
            </Typography>
            {description ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {description}
              </Typography>
            ) : null}
          </Box>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
