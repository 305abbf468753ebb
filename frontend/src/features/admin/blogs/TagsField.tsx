import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { FIELD_LIMITS } from '@lora/api';

/** Tags as typed: each trimmed, split at commas, blanks dropped, each once (ignoring case). */
export function tagsOf(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of values.flatMap((v) => v.split(',')).map((t) => t.trim())) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** What is wrong with the tags by the server's rules (a list of at most 20, each at most 120 characters), or undefined. */
function tagsProblem(tags: readonly string[]): string | undefined {
  if (tags.length > FIELD_LIMITS.listItems) return `At most ${FIELD_LIMITS.listItems} tags: ${tags.length} given`;
  const long = tags.find((t) => t.length > FIELD_LIMITS.listItemText);
  return long && `A tag is at most ${FIELD_LIMITS.listItemText} characters: "${long.slice(0, 20)}…" has ${long.length}`;
}

/** A blog post's tags as chips: Enter, a comma or leaving the field adds what was typed; a chip's × takes it out. */
export function TagsField({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const problem = tagsProblem(value);
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={value}
      onChange={(_e, next) => onChange(tagsOf(next))}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tags"
          placeholder={value.length ? undefined : 'e.g. LoRaWAN, Agriculture'}
          error={!!problem}
          helperText={problem ?? 'Press Enter after each tag'}
        />
      )}
    />
  );
}
