import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { useSession } from '../lib/session.js';
import { Header } from './Header.js';
import { Footer } from './Footer.js';
import { HydrationBoundaries } from '../components/HydrationBoundaries.js';

/** The page's column: the header, the main content taking the height left, the footer. */
const Page = styled('div')({ minHeight: '100vh', display: 'flex', flexDirection: 'column', '& > main': { flexGrow: 1 } });

export function Layout({ children }: { children: ReactNode }) {
  const onAdmin = useLocation().pathname.startsWith('/admin');
  // Only /admin asks who is signed in; an admin there needs no site navigation (SPEC §2).
  const { isAdmin } = useSession(onAdmin);
  return (
    <Page>
      {/* Each hydrated apart, as the page's sections are. */}
      <HydrationBoundaries>
        <Header hideNavigation={onAdmin && isAdmin} />
      </HydrationBoundaries>
      <main id="main">{children}</main>
      <HydrationBoundaries>
        <Footer />
      </HydrationBoundaries>
    </Page>
  );
}
