// An error shown next to a field (or under a form), announced to screen readers; tests find it by
// its test id, and the field it belongs to by data-field.
export function ErrorTextNode(props: { text: string; field?: string; testId?: string }) {
  const { text, field, testId = 'field-error' } = props;
  return (
    <span role="alert" data-testid={testId} data-field={field}>
      {text}
    </span>
  );
}
