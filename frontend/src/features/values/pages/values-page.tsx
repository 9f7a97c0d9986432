import AddIcon from '@mui/icons-material/Add';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  describeError,
  describeSaveError,
  isDeletedElsewhere,
  useSaveKey,
} from '../../../shared/api';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { PageTitle, focusPageHeading, useToast } from '../../../shared/ui';
import {
  useCreateValueMutation,
  useDeleteValueMutation,
  useListValuesQuery,
  useUpdateValueMutation,
} from '../api/values-api';
import { DeleteValueDialog } from '../components/delete-value-dialog';
import { ValueCard } from '../components/value-card';
import { ValueFormDialog } from '../components/value-form-dialog';
import { ValuesDiscovery } from '../components/values-discovery';
import {
  ValuesReflectionPanel,
  ValuesSummaryPanel,
  type ValuesListState,
} from '../components/values-panels';
import type { CoreValue, ValueInput } from '../model/values';
import type { ValueSuggestion } from '../model/discovery';

export default function ValuesPage() {
  const { data, isLoading, isError } = useListValuesQuery();
  const values = useMemo(() => data ?? [], [data]);
  // A refetch that failed (the server away after a save) keeps the values last read.
  const unreadable = isError && !data;
  // Until the values are read, the panels and Discovery say so, not "0 values".
  const listState: ValuesListState = isLoading ? 'loading' : unreadable ? 'unreadable' : 'ready';
  const [createValue, createState] = useCreateValueMutation();
  // One key per opened form, and one per suggestion until it is added: Add pressed again
  // after a lost answer sends the same key (stored once), a later add a new one.
  const saveKey = useSaveKey();
  const [updateValue, updateState] = useUpdateValueMutation();
  const [deleteValue, deleteState] = useDeleteValueMutation();
  const { toast } = useToast();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<CoreValue | null>(null);
  const [deleting, setDeleting] = useState<CoreValue | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The value being edited was deleted elsewhere: the form keeps its text, Save goes off.
  const [formGone, setFormGone] = useState(false);
  const names = useMemo(() => new Set(values.map((v) => v.name.toLowerCase())), [values]);

  const failed = (title: string, error: unknown) =>
    toast({ title, description: describeError(error), variant: 'destructive' });

  const focusHeading = useRef(false);
  useEffect(() => {
    if (formOpen || !focusHeading.current) return;
    focusHeading.current = false;
    focusPageHeading();
  }, [formOpen]);

  function openForm(value: CoreValue | null) {
    setEditing(value);
    setFormError(null);
    setFormGone(false);
    saveKey.saved('form');
    setFormOpen(true);
  }

  async function save(input: ValueInput) {
    setFormError(null);
    try {
      if (editing) {
        const { alignmentScore: _keep, ...changes } = input;
        await updateValue({ id: editing.id, ...changes, fromForm: true }).unwrap();
        toast({ title: 'Value updated', description: `"${input.name}" is saved.` });
      } else {
        await createValue({ ...input, idempotencyKey: saveKey.key('form') }).unwrap();
        saveKey.saved('form');
        toast({ title: 'Value added', description: `"${input.name}" is now one of your values.` });
      }
      setFormOpen(false);
      // The first value: 'Define Your Values', which opened the form, is gone with the
      // empty state; once the dialog has let go of the focus, the heading takes it.
      if (!hasValues) focusHeading.current = true;
    } catch (error) {
      const title = editing ? 'Failed to update value' : 'Failed to create value';
      const description = describeSaveError(error, 'value');
      toast({ title, description, variant: 'destructive' });
      setFormError(`${title}: ${description}`);
      setFormGone(isDeletedElsewhere(error, 'value'));
    }
  }

  async function align(value: CoreValue, alignmentScore: number) {
    try {
      await updateValue({ id: value.id, alignmentScore }).unwrap();
    } catch (error) {
      failed('Failed to update value', error);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteValue(deleting.id).unwrap();
      toast({ title: 'Value deleted', description: `"${deleting.name}" was removed.` });
      setDeleting(null);
      focusPageHeading(); // the card and its menu button are gone
    } catch (error) {
      setDeleting(null);
      failed('Failed to delete value', error);
    }
  }

  async function addSuggestion(s: ValueSuggestion): Promise<boolean> {
    const save = `suggestion:${s.name}`;
    try {
      await createValue({
        name: s.name,
        description: s.description,
        idempotencyKey: saveKey.key(save),
      }).unwrap();
      saveKey.saved(save);
      return true;
    } catch (error) {
      failed('Failed to create value', error);
      return false;
    }
  }

  const hasValues = values.length > 0;

  return (
    <>
      <PageTitle
        title="Core Values"
        subtitle="Name what matters most, and measure how fully you live it."
        actions={
          hasValues ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
              Add Value
            </Button>
          ) : undefined
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="your-values-title" sx={{ minWidth: 0 }}>
          {/* Between the page's h1 and the value cards' h3s (the design shows none). */}
          <Typography id="your-values-title" component="h2" sx={visuallyHidden}>
            Your values
          </Typography>
          {isLoading ? (
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="rounded" height={180} />
              ))}
            </Box>
          ) : unreadable ? (
            <Typography color="text.secondary">Your values could not be loaded.</Typography>
          ) : hasValues ? (
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {values.map((v) => (
                <ValueCard
                  key={v.id}
                  value={v}
                  onAlign={align}
                  onEdit={openForm}
                  onDelete={setDeleting}
                />
              ))}
            </Box>
          ) : (
            <Card>
              <CardContent sx={{ textAlign: 'center', py: 6, px: 3 }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    mx: 'auto',
                    mb: 2,
                    width: 64,
                    height: 64,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  <DiamondIcon fontSize="large" />
                </Box>
                <Typography variant="h6" component="h3">
                  What do you stand for?
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 440, mx: 'auto' }}>
                  Your values are the compass for every goal. Name a few, or let the discovery
                  questions suggest some.
                </Typography>
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
                  Define Your Values
                </Button>
              </CardContent>
            </Card>
          )}
        </Box>
        <Box
          component="aside"
          aria-label="Values insights"
          sx={{ display: 'grid', gap: 3, minWidth: 0 }}
        >
          <ValuesReflectionPanel values={values} state={listState} />
          <ValuesSummaryPanel values={values} state={listState} />
          <ValuesDiscovery existingNames={names} namesState={listState} onAdd={addSuggestion} />
        </Box>
      </Box>
      <ValueFormDialog
        open={formOpen}
        editing={editing ? (values.find((v) => v.id === editing.id) ?? editing) : null}
        saving={createState.isLoading || (formOpen && updateState.isLoading)}
        error={formError}
        gone={formGone}
        takenNames={values.filter((v) => v.id !== editing?.id).map((v) => v.name)}
        onClose={() => setFormOpen(false)}
        onSave={save}
      />
      <DeleteValueDialog
        value={deleting}
        deleting={deleteState.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
