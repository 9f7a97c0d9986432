import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

export function FeatureCard({ icon, title, children }: FeatureCardProps) {
  return (
    <Card
      sx={{
        height: '100%',
        transition: 'transform 160ms ease',
        '&:hover': { transform: 'translateY(-2px)' },
      }}
    >
      <CardContent>
        <Box
          aria-hidden="true"
          sx={{
            width: 48,
            height: 48,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            mb: 2,
            color: 'primary.main',
            bgcolor: (theme) =>
              theme.palette.mode === 'light'
                ? 'rgba(51, 70, 168, 0.08)'
                : 'rgba(152, 166, 234, 0.14)',
          }}
        >
          {icon}
        </Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
      </CardContent>
    </Card>
  );
}
