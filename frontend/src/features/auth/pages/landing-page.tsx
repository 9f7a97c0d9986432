import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import InsightsIcon from '@mui/icons-material/Insights';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import ExploreIcon from '@mui/icons-material/Explore';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '../../../shared/config/env';
import { BrandMark, QuoteBlock, useDocumentTitle } from '../../../shared/ui';
import { FeatureCard } from '../components/feature-card';
import { NightSky } from '../components/night-sky';

/** Public-domain, verifiable: Thoreau, Walden (1854), "Conclusion". */
const CLOSING_QUOTE = {
  text: 'I learned this, at least, by my experiment: that if one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.',
  author: 'Henry David Thoreau',
  source: 'Walden (1854)',
};

/** The four-pointed guiding star, large and glowing, beside the hero text (decorative). */
function GuidingStar() {
  return (
    <Box
      component="svg"
      viewBox="0 0 200 200"
      aria-hidden="true"
      focusable="false"
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'absolute',
        right: { md: 24, lg: 72 },
        top: '50%',
        transform: 'translateY(-40%)',
        width: { md: 260, lg: 320 },
        filter: 'drop-shadow(0 0 48px rgba(245, 184, 61, 0.55))',
      }}
    >
      <circle
        cx="100"
        cy="100"
        r="92"
        fill="none"
        stroke="rgba(255,255,255,0.14)"
        strokeDasharray="2 8"
      />
      <circle cx="100" cy="100" r="64" fill="none" stroke="rgba(255,255,255,0.1)" />
      <path d="M100 10l14 76 76 14-76 14-14 76-14-76-76-14 76-14z" fill="#f5b83d" />
      <path d="M100 52l6 42 42 6-42 6-6 42-6-42-42-6 42-6z" fill="#fdf0d5" opacity="0.9" />
    </Box>
  );
}

export default function LandingPage() {
  useDocumentTitle();
  const { productName, mentorName } = env;

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <Box
        component="header"
        sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, color: '#fff' }}
      >
        <Container maxWidth="lg" sx={{ py: 2.5, display: 'flex', alignItems: 'center' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flex: 1 }}>
            <BrandMark />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
              {productName}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to="/auth"
            variant="outlined"
            color="inherit"
            sx={{ borderColor: 'rgba(255,255,255,0.4)' }}
          >
            Sign In
          </Button>
        </Container>
      </Box>

      <Box component="main" sx={{ flex: 1 }}>
        <NightSky>
          <Container
            component="section"
            maxWidth="lg"
            aria-labelledby="hero-title"
            sx={{ position: 'relative', pt: { xs: 14, md: 18 }, pb: { xs: 8, md: 14 } }}
          >
            <GuidingStar />
            <Box sx={{ maxWidth: 720, position: 'relative' }}>
              <Chip
                icon={<ExploreIcon />}
                label="Your guiding star for personal growth"
                sx={{
                  mb: 3,
                  color: '#fff',
                  bgcolor: 'rgba(255,255,255,0.12)',
                  '& .MuiChip-icon': { color: 'secondary.main' },
                }}
              />
              <Typography id="hero-title" variant="h1" sx={{ mb: 2.5 }}>
                {productName}
              </Typography>
              <Typography
                sx={{
                  fontSize: { xs: '1.15rem', md: '1.35rem' },
                  color: 'rgba(255,255,255,0.82)',
                  mb: 4,
                  lineHeight: 1.6,
                }}
              >
                Set meaningful goals, track every step and reflect each day. {productName} turns
                timeless wisdom about exceptional living into a daily practice that keeps you on
                course.
              </Typography>
              <Button
                component={RouterLink}
                to="/auth"
                variant="contained"
                color="secondary"
                size="large"
                endIcon={<ArrowForwardIcon />}
              >
                Start Your Journey
              </Button>
            </Box>
          </Container>
        </NightSky>

        <Container
          component="section"
          maxWidth="lg"
          aria-labelledby="features-title"
          sx={{ py: { xs: 8, md: 12 } }}
        >
          <Typography variant="overline" color="secondary.dark" component="p">
            How it works
          </Typography>
          <Typography id="features-title" variant="h2" sx={{ mb: 1.5 }}>
            A clear path from dream to done
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 640, mb: 6, fontSize: '1.1rem' }}>
            Everything you need to decide what you want, pursue it with focus and grow along the
            way.
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            }}
          >
            <FeatureCard icon={<ExploreIcon />} title={`${mentorName}'s Method`}>
              A guided four-step process (clarity, why, timeline and plan) built on searching
              questions about what you truly want.
            </FeatureCard>
            <FeatureCard icon={<InsightsIcon />} title="Smart Tracking">
              Follow progress your way: percentage, milestones, currency and custom categories.
            </FeatureCard>
            <FeatureCard icon={<MenuBookIcon />} title="Daily Reflection">
              Morning and evening journals with guided questions that build clarity and momentum.
            </FeatureCard>
            <FeatureCard icon={<DiamondIcon />} title="Values Alignment">
              Name your core values and keep every goal in line with what matters most to you.
            </FeatureCard>
          </Box>
        </Container>

        <Container
          component="section"
          maxWidth="md"
          aria-label="Closing quote"
          sx={{ pb: { xs: 8, md: 12 } }}
        >
          <Box
            sx={{
              p: { xs: 4, md: 6 },
              borderRadius: 4,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <FormatQuoteIcon
              aria-hidden="true"
              sx={{ fontSize: 48, color: 'secondary.main', mb: 1 }}
            />
            <QuoteBlock size="hero" {...CLOSING_QUOTE} />
          </Box>
        </Container>
      </Box>

      <Box
        component="footer"
        sx={{ py: 4, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {productName}. Set your course. Follow your star.
        </Typography>
      </Box>
    </Box>
  );
}
