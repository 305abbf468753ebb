import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useSession } from '../app/session.js';
import { Header } from './Header.js';
import { Footer } from './Footer.js';
import { HydrationSteps } from '../components/HydrationSteps.js';

export function Layout({ children }: { children: ReactNode }) {
  const onAdmin = useLocation().pathname.startsWith('/admin');
  // Only /admin asks who is signed in; an admin there needs no site navigation (SPEC §2).
  const { isAdmin } = useSession(onAdmin);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* Each hydrated in a task of its own, as the page's sections are. */}
      <HydrationSteps>
        <Header hideNavigation={onAdmin && isAdmin} />
      </HydrationSteps>
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <HydrationSteps>
        <Footer />
      </HydrationSteps>
    </Box>
  );
}
