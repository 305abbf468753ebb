import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { AdminDashboard } from './AdminDashboard.js';
import { SessionRecovery } from './shared/session-recovery.js';

function AdminHead() {
  return (
    <>
      <title>Admin | LoRaWAN Sensors</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

/** What a failed sign-in shows: SPEC's words, or the server's wait when too many attempts failed. */
function loginFailure(err: unknown): string {
  if (err instanceof ApiError && err.status === 429) return err.serverMessage ?? 'Too many failed sign-in attempts. Please wait before trying again.';
  return 'Login failed. Please try again.';
}

function LoginForm({ login }: { login: (username: string, password: string) => Promise<void> }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await login(username, password);
    } catch (err) {
      setError(loginFailure(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <Container maxWidth="xs" sx={{ py: 10 }}>
      <Card>
        <CardContent component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 4 }}>
          <Typography variant="h2" component="h1" sx={{ fontSize: '1.6rem' }}>
            Admin Login
          </Typography>
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
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Logging in...' : 'Login'}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}

/** /admin (SPEC §2): loading, the login form, access denied, or the dashboard. */
export default function AdminPage() {
  const session = useSession();
  let body;
  if (session.isLoading) {
    body = (
      <Box sx={{ py: 10, textAlign: 'center' }}>
        <Typography role="status">Loading...</Typography>
      </Box>
    );
  } else if (!session.user) {
    body = <LoginForm login={session.login} />;
  } else if (!session.isAdmin) {
    body = (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          Access Denied
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>You need admin privileges to access this page.</Typography>
        <Button variant="outlined" color="inherit" onClick={() => void session.logout()}>
          Logout
        </Button>
      </Container>
    );
  } else {
    body = (
      <SessionRecovery>
        <AdminDashboard user={session.user} logout={session.logout} />
      </SessionRecovery>
    );
  }
  return (
    <>
      <AdminHead />
      {body}
    </>
  );
}
