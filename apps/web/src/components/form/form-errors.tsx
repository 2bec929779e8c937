/** Form-level error messages (server answers that belong to no single field), announced to screen readers. */
export const FormErrors = ({
  messages,
  testId = 'form-errors',
}: {
  messages: readonly string[];
  testId?: string;
}) => {
  if (messages.length === 0) return null;
  return (
    <div className="form-errors" role="alert" data-testid={testId}>
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
};
