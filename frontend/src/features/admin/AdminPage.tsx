import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ThemeProvider from '@mui/system/ThemeProvider';
import type { Theme } from '@mui/material/styles';
import { Head } from '../../lib/head.js';
import { useSession } from '../../lib/session.js';
import { useSignIn } from './shared/sign-in.js';
import { AdminDashboard } from './AdminDashboard.js';
import { SessionRecovery } from './shared/session-recovery.js';

const PHONE = '@media (max-width: 599.95px)';

/**
 * The back office's dialogs on a phone keep 16 px of the page around them, not MUI's 32: a form's fields get 32 px of
 * a 390 px screen back. Here rather than in the site's theme, which no public page needs it in.
 */
const adminTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDialog: {
      styleOverrides: {
        paper: {
          [PHONE]: { margin: 16, maxHeight: 'calc(100% - 32px)', maxWidth: 'calc(100% - 32px)' },
          '&.MuiDialog-paperFullWidth': { [PHONE]: { width: 'calc(100% - 32px)' } },
        },
      },
    },
  },
});

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
    <ThemeProvider theme={adminTheme}>
      <Head
        tags={[
          ['title', 'Admin | LoRaWAN Sensors'],
          ['meta', { name: 'robots', content: 'noindex, nofollow' }],
        ]}
      />
      {body}
    </ThemeProvider>
  );
}
