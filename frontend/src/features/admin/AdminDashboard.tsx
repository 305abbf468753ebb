import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { EnquiryPage, UserView } from '@lora/api';
import { ProductsTab } from './products/ProductsTab.js';
import { NewsTab } from './news/NewsTab.js';
import { BlogsTab } from './blogs/BlogsTab.js';
import { DataSyncTab } from './data-sync/DataSyncTab.js';
import { EnquiriesTab, NEW_ENQUIRIES_PATH } from './enquiries/EnquiriesTab.js';
import { UsersTab } from './users/UsersTab.js';

const TABS = ['products', 'news', 'blogs', 'data-sync', 'enquiries', 'users'] as const;
type TabName = (typeof TABS)[number];

/**
 * The tab's label with the count of new enquiries as a pill beside the word, inside the tab: MUI's Badge sat over the
 * tab's edge, where the tab's own overflow cut it in half. Screen readers hear "Enquiries (3 new)".
 */
function NewEnquiriesLabel() {
  const { data } = useSWR<EnquiryPage>(NEW_ENQUIRIES_PATH);
  const count = data?.total ?? 0;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <span>Enquiries</span>
      {count > 0 && (
        <>
          <Chip
            component="span"
            size="small"
            color="error"
            label={count > 99 ? '99+' : count}
            aria-hidden
            data-testid="new-enquiries-count"
            sx={{ height: 20, fontWeight: 700 }}
          />
          <Box component="span" sx={visuallyHidden}>{` (${count} new)`}</Box>
        </>
      )}
    </Box>
  );
}

/** The admin's page header and tabs: SPEC's Products, News and Data Sync (the blog's posts beside News), then the inbox and the accounts. */
export function AdminDashboard({ user, logout }: { user: UserView; logout: () => Promise<void> }) {
  const [params, setParams] = useSearchParams();
  const tab: TabName = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabName) : 'products';
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      {/* Logout beside the heading on a phone too: on a line of its own it pushed the tabs 70 px further down. */}
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            Admin Dashboard
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Manage products, content and data · signed in as {user.username}</Typography>
        </Box>
        <Button variant="outlined" color="inherit" onClick={() => void logout()} sx={{ flexShrink: 0 }}>
          Logout
        </Button>
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, next: TabName) => setParams(next === 'products' ? {} : { tab: next }, { replace: true })}
        aria-label="Admin sections"
        variant="scrollable"
        // On a phone the tabs are wider than the screen: arrows at the ends show there is more, and scroll to it.
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, '& .MuiTabScrollButton-root.Mui-disabled': { opacity: 0.3 } }}
      >
        <Tab value="products" label="Products" id="tab-products" aria-controls="panel-products" />
        <Tab value="news" label="News" id="tab-news" aria-controls="panel-news" />
        <Tab value="blogs" label="Blogs" id="tab-blogs" aria-controls="panel-blogs" />
        <Tab value="data-sync" label="Data Sync" id="tab-data-sync" aria-controls="panel-data-sync" />
        <Tab value="enquiries" label={<NewEnquiriesLabel />} id="tab-enquiries" aria-controls="panel-enquiries" />
        <Tab value="users" label="Users" id="tab-users" aria-controls="panel-users" />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'products' && <ProductsTab />}
        {tab === 'news' && <NewsTab />}
        {tab === 'blogs' && <BlogsTab />}
        {tab === 'data-sync' && <DataSyncTab />}
        {tab === 'enquiries' && <EnquiriesTab />}
        {tab === 'users' && <UsersTab self={user} />}
      </Box>
    </Container>
  );
}
