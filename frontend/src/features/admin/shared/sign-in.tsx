import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { ApiError } from '../../../lib/api.js';

/** What a failed sign-in shows: SPEC's words, or the server's wait when too many attempts failed. */
export function loginFailure(err: unknown): string {
  if (err instanceof ApiError && err.status === 429) return err.serverMessage ?? 'Too many failed sign-in attempts. Please wait before trying again.';
  return 'Login failed. Please try again.';
}

/**
 * A sign-in form's fields and state, for the login page and the sign-in-again dialog alike: the username and password
 * fields with the failure under them, `submit` for the form (true once signed in), and whether a sign-in is under way.
 */
export function useSignIn(signIn: (username: string, password: string) => Promise<void>) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Signs in with what is typed; answers whether it worked (a failure is shown under the fields). */
  const submit = async (e: FormEvent): Promise<boolean> => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn(username, password);
      setPassword('');
      return true;
    } catch (err) {
      setError(loginFailure(err));
      return false;
    } finally {
      setPending(false);
    }
  };
  const reset = () => {
    setPassword('');
    setError(null);
  };
  const fields = (
    <>
      <TextField label="Username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
  return { fields, submit, pending, reset };
}
