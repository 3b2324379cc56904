import { useState, type FormEvent } from 'react';
import { VENDOR_SPECIALTIES } from '@/shared/options/vendor-specialties';
import { useToast } from '@/ui/toast/use-toast';
import { useSaveVendorProfile } from '../api/save-vendor-profile';
import { addChoice, isImageAddress, townsSentence } from '../utils/choice-list';
import { classifySaveError, type SaveFailure } from '../utils/profile-error';
import {
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  sameValues,
  toPayload,
  validateProfile,
  valuesFromProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
} from '../utils/profile-form';
import { HILL_COUNTRY_TOWNS } from '../utils/profile-options';

/** Text typed into an "add" box but not added yet; Save adds it rather than losing it. */
export interface ProfileDrafts {
  specialty: string;
  town: string;
  image: string;
}

export type DraftName = keyof ProfileDrafts;

const NO_DRAFTS: ProfileDrafts = { specialty: '', town: '', image: '' };

/** The list each "add" box feeds; its problems show at that list's field. */
const DRAFT_FIELD = { specialty: 'specialties', town: 'serviceArea', image: 'portfolio' } as const satisfies Record<
  DraftName,
  ProfileField
>;

const CHIP_RULES = {
  specialty: { offered: VENDOR_SPECIALTIES, limit: PROFILE_LIMITS.specialties },
  town: { offered: HILL_COUNTRY_TOWNS, limit: PROFILE_LIMITS.serviceArea },
} as const;

interface Addition {
  list: string[];
  error?: string;
}

function addTypedChoice(name: 'specialty' | 'town', list: string[], draft: string): Addition {
  const { offered, limit } = CHIP_RULES[name];
  if (draft.trim().length > PROFILE_LIMITS.choice) return { list, error: `Keep each entry to ${PROFILE_LIMITS.choice} characters or fewer.` };
  const next = addChoice(list, draft, offered);
  if (next.length > limit) return { list, error: `You can choose up to ${limit}. Remove one to add another.` };
  return { list: next };
}

function addImage(list: string[], draft: string): Addition {
  const address = draft.trim();
  if (!address || list.includes(address)) return { list };
  if (!isImageAddress(address)) return { list, error: 'Enter an image address that starts with https:// or /media/.' };
  if (address.length > PROFILE_LIMITS.imageAddress) return { list, error: 'That address is too long.' };
  if (list.length >= PROFILE_LIMITS.portfolio) {
    return { list, error: `You can show up to ${PROFILE_LIMITS.portfolio} images. Remove one to add another.` };
  }
  return { list: [...list, address] };
}

function addDraftTo(values: ProfileFormValues, name: DraftName, draft: string): Addition {
  return name === 'image' ? addImage(values.portfolio, draft) : addTypedChoice(name, values[DRAFT_FIELD[name]], draft);
}

/**
 * The profile form's state: values, the "add" boxes, errors at their fields, and Save.
 * `focusField` moves focus to a field at fault.
 */
export function useProfileForm(initial: ProfileFormValues, focusField: (field: ProfileField) => void) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [drafts, setDrafts] = useState<ProfileDrafts>(NO_DRAFTS);
  const [errors, setErrors] = useState<ProfileErrors>({});
  /** A failure that belongs to no one field (session ended, server down). */
  const [formError, setFormError] = useState<Exclude<SaveFailure, { kind: 'field' }> | null>(null);
  const { trigger, isMutating } = useSaveVendorProfile();
  const { toast } = useToast();

  const clearError = (field: ProfileField) => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const setField = <K extends ProfileField>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const setDraft = (name: DraftName, value: string) => {
    setDrafts((current) => ({ ...current, [name]: value }));
    clearError(DRAFT_FIELD[name]);
  };

  const addDraft = (name: DraftName) => {
    const field = DRAFT_FIELD[name];
    const result = addDraftTo(values, name, drafts[name]);
    if (result.error) {
      setErrors((current) => ({ ...current, [field]: result.error }));
      return;
    }
    setField(field, result.list);
    setDrafts((current) => ({ ...current, [name]: '' }));
  };

  /** The values with every pending "add" box folded in, and the problems doing so. */
  const foldDrafts = (): { next: ProfileFormValues; problems: ProfileErrors } => {
    const next = { ...values };
    const problems: ProfileErrors = {};
    for (const name of Object.keys(DRAFT_FIELD) as DraftName[]) {
      const result = addDraftTo(next, name, drafts[name]);
      if (result.error) problems[DRAFT_FIELD[name]] = result.error;
      next[DRAFT_FIELD[name]] = result.list;
    }
    return { next, problems };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    setFormError(null);
    const { next, problems: draftProblems } = foldDrafts();
    const problems = { ...validateProfile(next), ...draftProblems };
    setValues(next);
    setErrors(problems);
    const first = PROFILE_FIELDS.find((field) => problems[field]);
    if (first) {
      focusField(first);
      return;
    }
    setDrafts(NO_DRAFTS);
    try {
      const profile = await trigger(toPayload(next));
      // Show what the server stored (trimmed, deduplicated), and treat it as the saved state.
      const stored = valuesFromProfile(profile);
      setValues(stored);
      setBaseline(stored);
      toast({
        title: 'Profile Saved',
        description: profile.published
          ? `Couples now see your card on venue pages in ${townsSentence(profile.serviceArea)}.`
          : 'Your profile is saved and hidden from couples. Switch on “Show my profile to couples” when you are ready.',
        variant: 'success',
      });
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind === 'field') {
        setErrors({ [failure.field]: failure.message });
        focusField(failure.field);
      } else {
        setFormError(failure);
      }
    }
  };

  const hasDrafts = Object.values(drafts).some((draft) => draft.trim() !== '');
  return {
    values,
    drafts,
    errors,
    formError,
    isSaving: isMutating,
    isDirty: hasDrafts || !sameValues(values, baseline),
    setField,
    setDraft,
    addDraft,
    submit,
  };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
