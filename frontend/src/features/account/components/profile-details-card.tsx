import EditIcon from '@mui/icons-material/EditOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { keptNotice, type FreeTexts } from '../../../shared/lib/kept-edits';
import { useRebasedForm } from '../../../shared/lib/use-rebased-form';
import type { User } from '../../../shared/session';
import { useToast } from '../../../shared/ui';
import { DialogError } from '../../../shared/ui/dialog-error';
import { LeaveGuard } from '../../../shared/ui/leave-guard';
import { TextInput } from '../../../shared/ui/text-input';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useUpdateProfileMutation } from '../api/account-api';
import { DEFAULT_TIME_ZONE, timeZoneLabel, timeZoneOptions } from '../model/time-zones';
import { SectionCard } from './section-card';

interface Draft {
  firstName: string;
  lastName: string;
  timezone: string;
}

const draftOf = (user: User): Draft => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  timezone: user.timezone || DEFAULT_TIME_ZONE,
});

/** Merged where both sides wrote them (useRebasedForm); the zone is named when overruled. */
const TEXTS: FreeTexts = { firstName: 'line', lastName: 'line' };
const LABELS = { timezone: 'Time zone' };
const NAME_MAX = 100;
const tooLong = (name: string) =>
  name.length > NAME_MAX ? `At most ${NAME_MAX} characters` : undefined;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** View, then edit first name, last name and time zone; Save or Cancel (Cancel restores). */
/** Save or Cancel takes its button away: the keyboard's place goes back to 'Edit Profile'. */
let focusEditButton = false;

export function ProfileDetailsCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editing || !focusEditButton) return;
    focusEditButton = false;
    editButton.current?.focus();
  }, [editing]);
  // The draft follows the profile's latest version and keeps what the user changed on top
  // of it: a save answered 412 (edited elsewhere, read again) leaves the card editing, with
  // the other version's fields and the user's changes.
  const {
    form: draft,
    setForm,
    changed,
    carried,
    overruled,
    settle,
  } = useRebasedForm(user, draftOf, TEXTS, LABELS);
  const set = (key: keyof Draft, value: string) => setForm((d) => ({ ...d, [key]: value }));
  const unsaved = editing && changed;
  useUnsavedChanges(unsaved);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { toast } = useToast();
  // Too long only where two versions' names were kept side by side (maxLength stops typing).
  const firstNameError = tooLong(draft.firstName);
  const lastNameError = tooLong(draft.lastName);
  const firstNameInput = useRef<HTMLInputElement>(null);
  const lastNameInput = useRef<HTMLInputElement>(null);

  function restart() {
    setForm(() => draftOf(user));
    settle();
  }

  function startEditing() {
    restart();
    setEditing(true);
  }

  function cancel() {
    restart();
    focusEditButton = true;
    setEditing(false);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    if (firstNameError || lastNameError) {
      (firstNameError ? firstNameInput : lastNameInput).current?.focus();
      return;
    }
    settle();
    try {
      await updateProfile(draft).unwrap();
    } catch {
      toast({
        title: 'Update failed',
        description: 'There was an error updating your profile. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    focusEditButton = true;
    setEditing(false);
    toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
  }

  return (
    <SectionCard
      id="profile-details"
      title="Personal Information"
      description="Your name and the time zone your days are counted in."
      icon={<PersonIcon />}
      action={
        editing ? null : (
          <Button
            ref={editButton}
            variant="outlined"
            size="small"
            startIcon={<EditIcon />}
            onClick={startEditing}
          >
            Edit Profile
          </Button>
        )
      }
    >
      {editing ? <LeaveGuard unsaved={unsaved} /> : null}
      {editing ? (
        <Box
          component="form"
          onSubmit={save}
          aria-label="Edit profile"
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <DialogError
            message={carried || overruled.length > 0 ? keptNotice('profile', overruled) : null}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <TextInput
            id="profile-first-name"
            label="First name"
            autoFocus
            autoComplete="given-name"
            inputRef={firstNameInput}
            value={draft.firstName}
            htmlInput={{ maxLength: NAME_MAX }}
            error={Boolean(firstNameError)}
            helperText={firstNameError}
            onChange={(event) => set('firstName', event.target.value)}
          />
          <TextInput
            id="profile-last-name"
            label="Last name"
            autoComplete="family-name"
            inputRef={lastNameInput}
            value={draft.lastName}
            htmlInput={{ maxLength: NAME_MAX }}
            error={Boolean(lastNameError)}
            helperText={lastNameError}
            onChange={(event) => set('lastName', event.target.value)}
          />
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <TextInput
              id="profile-email"
              label="Email"
              type="email"
              value={user.email}
              readOnly
              helperText="Your email cannot be changed."
              // Read-only looks it (spec §2): a filled, borderless box with a lock, not a
              // field like its neighbours that ignores what is typed (QA 2026-11-29).
              endAdornment={
                <InputAdornment position="end">
                  <LockIcon fontSize="small" aria-hidden="true" />
                </InputAdornment>
              }
              sx={{
                bgcolor: 'action.hover',
                '& .MuiOutlinedInput-notchedOutline, &:hover .MuiOutlinedInput-notchedOutline': {
                  borderStyle: 'dashed',
                  borderColor: 'divider',
                },
              }}
            />
          </Box>
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <TextField
              id="profile-timezone"
              label="Time zone"
              select
              fullWidth
              value={draft.timezone}
              onChange={(event) => set('timezone', event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              helperText="Your streak and your journal's 'today' follow this zone."
            >
              {/* From the saved zone, not the draft's: a zone outside the 25 stays
                  on offer after another is picked. */}
              {timeZoneOptions(user.timezone).map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </TextField>
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, gridColumn: { sm: '1 / -1' } }}>
            {/* While pending it stays enabled (aria-disabled; save() ignores it): turned
                off, a failed save left the keyboard on the page's body. */}
            <Button type="submit" variant="contained" aria-disabled={isLoading || undefined}>
              {isLoading ? 'Saving...' : 'Save'}
            </Button>
            <Button type="button" variant="text" onClick={cancel} disabled={isLoading}>
              Cancel
            </Button>
          </Box>
        </Box>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Field label="First name" value={user.firstName?.trim() || 'Not set'} />
          <Field label="Last name" value={user.lastName?.trim() || 'Not set'} />
          <Field label="Email" value={user.email} />
          <Field label="Time zone" value={timeZoneLabel(user.timezone)} />
        </Box>
      )}
    </SectionCard>
  );
}
