import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ApiPaths } from '@lora/api';
import { apiRequest } from '../../../lib/api.js';
import { useSignIn } from './sign-in.js';

/** Asks the admin to sign in again where they are; answers whether they did. */
type SignInAgain = () => Promise<boolean>;

const SignInAgainContext = createContext<SignInAgain>(() => Promise.resolve(false));

/** The back office's way to finish a write whose session has ended: sign in in place, then the same write goes on. */
export const useSignInAgain = () => useContext(SignInAgainContext);

/**
 * Holds the "Your session has ended" sign-in dialog. A write that is answered 401 asks for it (see useAdminWrite);
 * the form it came from stays open and untouched underneath, and after signing in the same write is sent again.
 */
export function SessionRecovery({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<((signedIn: boolean) => void) | null>(null);
  const ask = useCallback(() => new Promise<boolean>((resolve) => setWaiting(() => resolve)), []);
  const form = useSignIn(async (username, password) => void (await apiRequest('POST', ApiPaths.auth.login, { username, password })));
  const finish = (signedIn: boolean) => {
    waiting?.(signedIn);
    setWaiting(null);
    form.reset();
  };
  return (
    <SignInAgainContext.Provider value={ask}>
      {children}
      <Dialog open={!!waiting} onClose={() => finish(false)} aria-labelledby="sign-in-again-title" maxWidth="xs" fullWidth>
        <form onSubmit={(e) => void form.submit(e).then((signedIn) => signedIn && finish(true))}>
          <DialogTitle id="sign-in-again-title">Your session has ended</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>Sign in again to finish: what you were saving is still here, and goes through once you have.</DialogContentText>
            {form.fields}
          </DialogContent>
          <DialogActions>
            <Button color="inherit" onClick={() => finish(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={form.pending}>
              {form.pending ? 'Signing in...' : 'Sign in and save'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </SignInAgainContext.Provider>
  );
}
