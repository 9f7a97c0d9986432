import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { QuoteBlock } from '../../../shared/ui';
import type { GuidedQuestion } from '../model/questions';

export const MAX_ANSWER_LENGTH = 5000;

interface QuestionFieldProps {
  question: GuidedQuestion;
  number: number;
  value: string;
  onChange: (id: string, value: string) => void;
  disabled?: boolean;
}

/** One guided question: the question (the text area's label), its description and quote. */
export const QuestionField = memo(function QuestionField({
  question,
  number,
  value,
  onChange,
  disabled,
}: QuestionFieldProps) {
  const inputId = `answer-${question.id}`;
  const descriptionId = `${inputId}-description`;
  const remaining = MAX_ANSWER_LENGTH - value.length;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.25,
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
        <Box
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            width: 28,
            height: 28,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            fontSize: '0.85rem',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {number}
        </Box>
        <Typography
          component="label"
          htmlFor={inputId}
          variant="h6"
          sx={{ fontSize: '1.05rem', lineHeight: 1.4 }}
        >
          {question.question}
        </Typography>
      </Box>
      <Typography id={descriptionId} variant="body2" color="text.secondary">
        {question.description}
      </Typography>
      <Box
        sx={{
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'secondary.main',
          '& blockquote': { fontSize: '0.95rem' },
        }}
      >
        <QuoteBlock
          text={question.quote.text}
          author={question.quote.author}
          source={question.quote.source}
        />
      </Box>
      <OutlinedInput
        id={inputId}
        multiline
        minRows={3}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(question.id, e.target.value)}
        placeholder="Write your thoughts..."
        inputProps={{ maxLength: MAX_ANSWER_LENGTH, 'aria-describedby': descriptionId }}
        sx={{ bgcolor: 'background.paper' }}
      />
      {remaining < 500 ? (
        <Typography variant="caption" color="text.secondary" aria-live="polite">
          {remaining} characters left
        </Typography>
      ) : null}
    </Box>
  );
});
