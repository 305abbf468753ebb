import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session.js';
import { useSignIn } from './shared/sign-in.js';
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

function LoginForm({ login }: { login: (username: string, password: string) => Promise<void> }) {
  const { fields, submit, pending } = useSignIn(login);
  return (
    <Container maxWidth="xs" sx={{ py: 10 }}>
      <Card>
        <CardContent component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 4 }}>
          <Typography variant="h2" component="h1" sx={{ fontSize: '1.6rem' }}>
            Admin Login
          </Typography>
          {fields}
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
