import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { TextInput } from '../../../shared/ui/text-input';
import {
  analyzeValues,
  DISCOVERY_QUESTIONS,
  isAnswered,
  type DiscoveryAnswer,
  type DiscoveryAnswers,
  type ValueSuggestion,
} from '../model/discovery';
import type { ValuesListState } from './values-panels';

const EMPTY: DiscoveryAnswer = { options: [], text: '' };

interface ValuesDiscoveryProps {
  /**
   * Names (lower-case) of the user's values, as read now: their suggestions read 'Added'
   * (and read 'Add as Value' again once that value is deleted or renamed).
   */
  existingNames: ReadonlySet<string>;
  /**
   * Whether those names are known. Until the values are read, no suggestion is offered to
   * add: one the user already has would be added twice.
   */
  namesState: ValuesListState;
  onAdd: (suggestion: ValueSuggestion) => Promise<boolean>;
}

/** The six-question Values Discovery wizard (spec §4). */
export function ValuesDiscovery({ existingNames, namesState, onAdd }: ValuesDiscoveryProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<DiscoveryAnswers>({});
  const [results, setResults] = useState<ValueSuggestion[] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  // The Add button pressed is gone: the keyboard goes to the 'Added' that replaced it, as
  // that appears (the value is in the list read, not only remembered as pressed).
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const focusAdded = (node: HTMLSpanElement | null) => {
    if (!node) return;
    node.focus();
    setJustAdded(null);
  };
  // Next, Previous, Analyze Values and Take Quiz Again each take their own button away (or
  // disable it): the keyboard goes to what replaced it, the new question or the results,
  // instead of to the page's body (a screen reader then reads the question too).
  const questionRef = useRef<HTMLFieldSetElement>(null);
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const movedRef = useRef(false);
  useEffect(() => {
    if (!movedRef.current) return;
    movedRef.current = false;
    (results === null ? questionRef : resultsRef).current?.focus();
  }, [step, results]);
  const move = (change: () => void) => {
    movedRef.current = true;
    change();
  };

  const q = DISCOVERY_QUESTIONS[step];
  const answer = answers[q.id] ?? EMPTY;
  const last = step === DISCOVERY_QUESTIONS.length - 1;
  const set = (next: DiscoveryAnswer) => setAnswers((a) => ({ ...a, [q.id]: next }));

  function toggle(option: string, checked: boolean) {
    set({
      ...answer,
      options: checked ? [...answer.options, option] : answer.options.filter((o) => o !== option),
    });
  }

  function restart() {
    movedRef.current = true;
    setStep(0);
    setAnswers({});
    setResults(null);
    setJustAdded(null);
  }

  async function add(s: ValueSuggestion) {
    setAdding(s.name);
    const ok = await onAdd(s);
    setAdding(null);
    if (ok) setJustAdded(s.name);
  }

  return (
    <Card component="section" aria-labelledby="discovery-title">
      <CardContent>
        <Typography id="discovery-title" variant="h6" component="h2">
          Values Discovery
        </Typography>
        {results === null ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Six questions to uncover what matters most to you.
            </Typography>
            <Typography variant="caption" color="text.secondary" id="discovery-progress">
              Question {step + 1} of {DISCOVERY_QUESTIONS.length}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={((step + 1) / DISCOVERY_QUESTIONS.length) * 100}
              aria-labelledby="discovery-progress"
              sx={{ mb: 2, mt: 0.5, height: 6, borderRadius: 3 }}
            />
            <Box
              component="fieldset"
              ref={questionRef}
              tabIndex={-1}
              sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
            >
              <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
                {q.question}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {q.hint}
              </Typography>
              <FormGroup>
                {q.options.map((option) => (
                  <FormControlLabel
                    key={option}
                    label={option}
                    control={
                      <Checkbox
                        size="small"
                        checked={answer.options.includes(option)}
                        onChange={(e) => toggle(option, e.target.checked)}
                      />
                    }
                    slotProps={{ typography: { variant: 'body2' } }}
                  />
                ))}
              </FormGroup>
            </Box>
            <Box sx={{ mt: 1.5 }}>
              <TextInput
                key={q.id}
                id={`discovery-text-${q.id}`}
                label="In your own words"
                multiline
                minRows={2}
                size="small"
                value={answer.text}
                htmlInput={{ maxLength: 1000 }}
                onChange={(e) => set({ ...answer, text: e.target.value })}
              />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 1 }}>
              <Button onClick={() => move(() => setStep((s) => s - 1))} disabled={step === 0}>
                Previous
              </Button>
              {last ? (
                <Button
                  variant="contained"
                  disabled={!isAnswered(answer)}
                  onClick={() => move(() => setResults(analyzeValues(answers)))}
                >
                  Analyze Values
                </Button>
              ) : (
                <Button
                  variant="contained"
                  disabled={!isAnswered(answer)}
                  onClick={() => move(() => setStep((s) => s + 1))}
                >
                  Next
                </Button>
              )}
            </Box>
          </>
        ) : (
          <>
            <Typography
              ref={resultsRef}
              tabIndex={-1}
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, mb: 2 }}
            >
              {results.length > 0
                ? 'Based on your answers, these values seem to matter to you:'
                : 'Your answers did not point to a clear value. Try again with a few more words.'}
            </Typography>
            {results.length > 0 && namesState !== 'ready' ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {namesState === 'loading'
                  ? 'Checking which of these you already have...'
                  : 'Your values could not be loaded, so these cannot be added yet.'}
              </Typography>
            ) : null}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
              {results.map((s) => {
                const isAdded = existingNames.has(s.name.toLowerCase());
                return (
                  <Box
                    component="li"
                    key={s.name}
                    aria-label={s.name}
                    sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
                        {s.name}
                      </Typography>
                      {namesState !== 'ready' ? null : isAdded ? (
                        // A confirmation to read, not a button turned off (that was 2.7:1,
                        // and took the keyboard's place away): it takes the place itself.
                        <Typography
                          ref={s.name === justAdded ? focusAdded : undefined}
                          tabIndex={-1}
                          component="span"
                          variant="body2"
                          sx={{
                            display: 'inline-flex',
                            alignItems: 'center',
                            gap: 0.5,
                            px: 1,
                            fontWeight: 600,
                            color: 'success.main',
                          }}
                        >
                          <CheckIcon fontSize="small" aria-hidden="true" />
                          Added
                        </Typography>
                      ) : (
                        // The one pressed stays enabled while adding (aria-disabled; a
                        // second press does nothing): turned off, a failure left the
                        // keyboard on the page's body. The others are off meanwhile.
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={adding !== null && adding !== s.name}
                          aria-disabled={adding === s.name || undefined}
                          onClick={() => {
                            if (adding === null) void add(s);
                          }}
                        >
                          {adding === s.name ? 'Adding...' : 'Add as Value'}
                        </Button>
                      )}
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {s.description}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      Because you said: {s.matched.join(', ')}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
            <Button sx={{ mt: 2 }} onClick={restart}>
              Take Quiz Again
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
