// Account page, Profile Information tab (docs/product/account.md#profile-rules): the profile's fields,
// read-only email, save.
import { type User } from '@portal/shared-api/core';
import {
  USER_TEXTS,
  useUpdateUser,
  userProfileSchema,
  type UserProfilePayload,
} from '@portal/shared-api/users';
import { FormAlert, Button, HStack, SimpleGrid, Stack } from '@portal/shared-ui';
import { COUNTRY_OPTIONS, DEFAULT_COUNTRY } from './countries.ts';
import { SelectField, TextField } from '@portal/shared-ui/forms';
import { Form, Formik } from 'formik';
import { useState } from 'react';

type Values = Omit<UserProfilePayload, 'Civility'> & { Civility: string };

const CIVILITY_OPTIONS = [
  { value: '1', label: 'Mr.' },
  { value: '2', label: 'Mrs.' },
  { value: '3', label: 'Ms.' },
];

function toValues(user: User): Values {
  return {
    Firstname: user.Firstname ?? '',
    Lastname: user.Lastname ?? '',
    Username: user.Username,
    Email: user.Email,
    Phone: user.Phone ?? '',
    // The US unless the person chose otherwise (docs/product/account.md#limits).
    Country: user.Country || DEFAULT_COUNTRY,
    Civility: user.Civility ? String(user.Civility) : '',
    About: user.About ?? '',
    Profil: user.Profil ?? '',
  };
}

type ProfileFormProps = {
  user: User;
  /** The profile page's edit mode: a Cancel button, and what to do once saved (back to view mode). */
  onCancel?: () => void;
  onSaved?: () => void;
};

export function ProfileForm({ user, onCancel, onSaved }: ProfileFormProps) {
  const { trigger } = useUpdateUser(user.Slug);
  // A country stored before the list (free text) stays choosable.
  const countryOptions =
    !user.Country || COUNTRY_OPTIONS.some((option) => option.value === user.Country)
      ? COUNTRY_OPTIONS
      : [{ value: user.Country, label: user.Country }, ...COUNTRY_OPTIONS];
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string } | null>(null);

  async function handleSubmit(values: Values) {
    setOutcome(null);
    try {
      await trigger({
        ...values,
        Civility: values.Civility ? (Number(values.Civility) as 1 | 2 | 3) : null,
        Sex: user.Sex,
      });
      if (onSaved) onSaved();
      else setOutcome({ status: 'success', message: USER_TEXTS.accountProfileUpdated });
    } catch (error) {
      const detail = (error as Error).message;
      setOutcome({
        status: 'error',
        message:
          detail && detail !== USER_TEXTS.profileFailed
            ? `${USER_TEXTS.profileFailed} ${detail}`
            : USER_TEXTS.profileFailed,
      });
    }
  }

  return (
    <Formik<Values>
      initialValues={toValues(user)}
      validationSchema={userProfileSchema.omit(['Civility'])}
      onSubmit={handleSubmit}
      enableReinitialize
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label="Profile Information">
          <Stack gap="4" maxW="2xl">
            <FormAlert status={outcome?.status ?? 'success'} message={outcome?.message} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="Firstname" label="First name" autoComplete="given-name" required />
              <TextField name="Lastname" label="Last name" autoComplete="family-name" required />
              <TextField name="Username" label="Username" autoComplete="username" required />
              <TextField
                name="Phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                placeholder="+1 555 123 4567"
                helperText="With the country code, e.g. +1 for the US."
                required
              />
            </SimpleGrid>
            <TextField
              name="Email"
              label="Email"
              type="email"
              readOnly
              helperText={USER_TEXTS.emailReadOnly}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField
                name="Civility"
                label="Civility"
                placeholder="Not specified"
                options={CIVILITY_OPTIONS}
              />
              <SelectField name="Country" label="Country" options={countryOptions} />
            </SimpleGrid>
            <TextField name="Profil" label="Professional profile" />
            <TextField name="About" label="About" multiline />
            <HStack gap="3">
              <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                {onCancel ? 'Save' : 'Save Changes'}
              </Button>
              {onCancel ? (
                <Button variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
              ) : null}
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
