import { TagsInput } from '@mantine/core';
import { addTag } from '@haligi/shared';

export interface TagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/**
 * The tags widget (spec part 2 sections 2, 5): a chips input; a comma, Enter or leaving the field
 * adds what was typed, upper-cased, unless an existing tag already contains it.
 */
export function TagsField({ value, onChange, error }: TagsFieldProps) {
  return (
    <TagsInput
      label="Tags"
      description="Press comma or Enter to add; tags are upper-cased"
      placeholder={value.length ? undefined : 'e.g. CEMENT'}
      value={value}
      splitChars={[',']}
      acceptValueOnBlur
      clearable
      maxTags={50}
      maxLength={60}
      error={error}
      onChange={(next) => {
        const kept = value.filter((tag) => next.includes(tag));
        const added = next.filter((tag) => !value.includes(tag));
        onChange(added.reduce<string[]>((tags, tag) => addTag(tags, tag), kept));
      }}
    />
  );
}
