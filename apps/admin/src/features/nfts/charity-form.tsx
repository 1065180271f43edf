import { charityBody } from '@swx/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TextField } from '../../components/field';
import { FormPanel } from '../../components/form-panel';
import {
  ProductTextsFields,
  filledTexts,
  textsError,
  textsOf,
  type ProductTexts,
} from '../../components/product-texts';
import { useForm } from '../../lib/use-form';
import { nftKeys, saveCharity, type CharityAdminDetail, type CharityBody } from './api';

interface CharityInput {
  slug: string;
  link: string;
  texts: ProductTexts;
}
type Field = keyof CharityInput;

function charityInputOf(c: CharityAdminDetail | null): CharityInput {
  return c
    ? { slug: c.slug, link: c.link, texts: textsOf(c.texts) }
    : { slug: '', link: '', texts: {} };
}

/** What is wrong with the charity as typed (the contract's `charityBody` rules), by field. */
export function validateCharity(input: CharityInput): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!charityBody.shape.slug.safeParse(input.slug.trim()).success) {
    errors.slug = 'Lower-case letters, digits and hyphens (at most 64), e.g. children-first.';
  }
  if (!charityBody.shape.link.safeParse(input.link).success) {
    errors.link = 'The charity’s site: an https:// link of at most 300 characters.';
  }
  const texts = textsError(input.texts);
  if (texts) errors.texts = texts;
  return errors;
}

const charityBodyOf = (input: CharityInput): CharityBody => ({
  slug: input.slug.trim(),
  link: input.link.trim(),
  texts: filledTexts(input.texts),
});

/**
 * Adds a charity or replaces one's slug, site and texts (its ledger account and what it was
 * given stay as they are). Once created, the form edits the new charity.
 */
export function CharityForm({
  charity,
  onClose,
}: {
  charity: CharityAdminDetail | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<CharityInput, Field>(charityInputOf(charity), validateCharity);
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CharityBody }) => saveCharity(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nftKeys.all }),
  });
  const current = save.data ?? charity;
  return (
    <FormPanel
      title={current ? `Edit ${current.name}` : 'New charity'}
      submitLabel={current ? 'Save charity' : 'Create charity'}
      mutation={save}
      success={
        save.isSuccess &&
        (save.variables.id === null
          ? `${save.data.name} created (#${save.data.id}).`
          : `${save.data.name} saved.`)
      }
      onSubmit={() => {
        if (form.check())
          save.mutate({ id: current?.id ?? null, body: charityBodyOf(form.values) });
      }}
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Slug"
          hint="Its address on the site: lower-case letters, digits and hyphens."
          autoComplete="off"
          maxLength={64}
          {...form.text('slug')}
        />
        <TextField
          label="Site (https)"
          type="url"
          autoComplete="off"
          maxLength={300}
          {...form.text('link')}
        />
      </div>
      <ProductTextsFields
        texts={form.values.texts}
        onChange={form.field('texts')}
        hint="What the charity does and what the donations pay for."
        error={form.errors.texts}
      />
    </FormPanel>
  );
}
