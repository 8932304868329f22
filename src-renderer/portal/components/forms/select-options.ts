/** Options of a native select, led by an empty placeholder choice so nothing is preselected. */
export function selectOptions(
  placeholder: string,
  options: readonly (string | { value: string; label: string })[],
): { value: string; label: string; disabled?: boolean }[] {
  return [
    { value: '', label: placeholder },
    ...options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option)),
  ];
}
