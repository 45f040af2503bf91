// The sign-in and registration forms' state, without formik: the sign-in page is the portal's first paint,
// and formik (with lodash) would be 13 KB gzip of it (docs/architecture.md#budgets). The rules are the
// product's yup schemas from shared-api, loaded when the person first focuses the form (yup is another
// 11 KB); a field's message shows once it was left or the form was submitted.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ObjectSchema, ValidationError } from 'yup';

type Fields = Record<string, string>;
type Errors<V extends Fields> = Partial<Record<keyof V, string>>;

async function problems<V extends Fields>(schema: ObjectSchema<V>, values: V): Promise<Errors<V>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (failure) {
    const error = failure as ValidationError;
    if (error?.name !== 'ValidationError') throw failure;
    const found: Errors<V> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const name = issue.path as keyof V | undefined;
      if (name && !found[name]) found[name] = issue.message;
    }
    return found;
  }
}

export function useValidatedForm<V extends Fields>(
  loadSchema: () => Promise<ObjectSchema<V>>,
  initial: V,
  onValid: (values: V) => Promise<void>,
) {
  const schemaRef = useRef<Promise<ObjectSchema<V>> | null>(null);
  const schema = () => (schemaRef.current ??= loadSchema());
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [shown, setShown] = useState<Partial<Record<keyof V, boolean>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  async function revalidate(next: V) {
    setErrors(await problems(await schema(), next));
  }

  function field(name: keyof V & string) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (shown[name]) void revalidate(next);
      },
      onBlur: () => {
        setShown((current) => ({ ...current, [name]: true }));
        void revalidate(values);
      },
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShown(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as typeof shown);
    const found = await problems(await schema(), values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  }

  const errorOf = (name: keyof V) => (shown[name] ? errors[name] : undefined);
  /** Spread on the <form>: the rules start loading as soon as the person focuses a field. */
  const formProps = {
    noValidate: true,
    onFocus: () => void schema(),
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
  };
  return { field, errorOf, formProps, isSubmitting };
}
