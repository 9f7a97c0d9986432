import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { colorHex, controlHex, type CoreValue } from '../model/values';

interface ValueCardProps {
  value: CoreValue;
  onAlign: (value: CoreValue, score: number) => void;
  onEdit: (value: CoreValue) => void;
  onDelete: (value: CoreValue) => void;
}

/** A value with its alignment, adjusted in place, and an edit/delete menu. */
export function ValueCard({ value, onAlign, onEdit, onDelete }: ValueCardProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // While dragging the slider shows the local value; otherwise the stored one (which the
  // optimistic update changes at once on release).
  const [dragging, setDragging] = useState<number | null>(null);
  const score = dragging ?? value.alignmentScore;
  const accent = colorHex(value.color);

  return (
    <Card
      component="article"
      aria-labelledby={`${id}-name`}
      sx={{ position: 'relative', overflow: 'hidden', height: '100%' }}
    >
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', inset: '0 auto 0 0', width: 6, bgcolor: accent }}
      />
      <CardContent sx={{ pl: 3, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id={`${id}-name`}
              variant="h6"
              component="h3"
              sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
            >
              {value.name}
            </Typography>
            {value.isCore ? (
              <Chip
                size="small"
                icon={<StarIcon />}
                label="Core value"
                color="secondary"
                sx={{ mt: 0.75 }}
              />
            ) : null}
          </Box>
          <IconButton
            aria-label={`Actions for ${value.name}`}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            size="small"
          >
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onEdit(value);
              }}
            >
              Edit
            </MenuItem>
            <MenuItem
              sx={{ color: 'error.main' }}
              onClick={() => {
                setAnchor(null);
                onDelete(value);
              }}
            >
              Delete
            </MenuItem>
          </Menu>
        </Box>
        {value.description ? (
          <Typography
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {value.description}
          </Typography>
        ) : null}
        <Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography id={`${id}-alignment`} variant="body2" sx={{ fontWeight: 600 }}>
              Alignment
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }} aria-hidden="true">
              {score}%
            </Typography>
          </Box>
          <Slider
            value={score}
            min={0}
            max={100}
            step={1}
            onChange={(_e, v) => setDragging(v as number)}
            onChangeCommitted={(_e, v) => {
              setDragging(null);
              if (v !== value.alignmentScore) onAlign(value, v as number);
            }}
            slotProps={{
              input: { 'aria-labelledby': `${id}-alignment`, 'aria-valuetext': `${score}%` },
            }}
            sx={(theme) => ({ color: controlHex(value.color, theme.palette.mode) })}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
