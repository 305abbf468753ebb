import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DownloadIcon } from '../icons.js';
import { ApiPaths, type AlertState, type EnquiryPage, type EnquiryView } from '@lora/api';
import { apiRequest, useAdminWrite } from '../shared/admin-api.js';
import { SectionHeader } from '../shared/SectionHeader.js';
import { EmptyState, Loading } from '../shared/EmptyState.js';
import { formatDateTime } from '../shared/format.js';
import { TableFrame } from '../shared/TableFrame.js';
import { menuItems } from '../shared/ItemParts.js';
import { usePagedList } from '../shared/paged-list.js';

/** The count on the tab: one item asked for, the total read. */
export const NEW_ENQUIRIES_PATH = `${ApiPaths.admin.enquiries.list}?status=new&limit=1`;

const KIND_LABEL = { demo: 'Demo request', contact: 'Contact message' } as const;
const ALERT_LABEL: Record<AlertState, string> = { sent: 'E-mail sent', pending: 'E-mail pending', failed: 'E-mail failed', off: 'E-mail alerts off' };

function queryOf(kind: string, status: string, more?: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams(more);
  if (kind !== 'all') params.set('kind', kind);
  if (status !== 'all') params.set('status', status);
  return params;
}

function EnquiryDialog({ enquiry, onClose, onStatus }: { enquiry: EnquiryView; onClose: () => void; onStatus: (status: 'new' | 'handled') => void }) {
  const isNew = enquiry.status === 'new';
  const rows: Array<[string, string | null]> = [
    ['Kind', KIND_LABEL[enquiry.kind]],
    ['Received', formatDateTime(enquiry.createdAt)],
    ['Name', enquiry.name],
    ['E-mail', enquiry.email],
    ['Company', enquiry.company],
    ['Industry', enquiry.industry],
    ['Subject', enquiry.subject],
    ['Status', isNew ? 'New' : `Handled${enquiry.handledAt ? ` ${formatDateTime(enquiry.handledAt)}` : ''}`],
    ['E-mail alert', `${ALERT_LABEL[enquiry.alert.state]}${enquiry.alert.lastError ? ` (${enquiry.alert.lastError})` : ''}`],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="enquiry-title">
      <DialogTitle id="enquiry-title">{enquiry.subject}</DialogTitle>
      <DialogContent dividers>
        {/* A long address breaks where it must rather than widening the dialog past a phone's screen. */}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Box>
              </Box>
            ))}
        </Box>
        {enquiry.message && (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="enquiry-message">
            {enquiry.message}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
        <Button variant={isNew ? 'contained' : 'outlined'} onClick={() => onStatus(isNew ? 'handled' : 'new')}>
          {isNew ? 'Mark handled' : 'Mark as new'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The enquiries inbox (beyond SPEC): demo requests and contact messages, newest first. */
export function EnquiriesTab() {
  const [kind, setKind] = useState('all');
  const [status, setStatus] = useState('all');
  const [open, setOpen] = useState<EnquiryView | null>(null);
  const write = useAdminWrite();
  const query = queryOf(kind, status, { limit: '50' });
  const { list, items: enquiries, more } = usePagedList<EnquiryPage>(ApiPaths.admin.enquiries.list, query, { revalidateOnMount: true });
  const alertsEnabled = list.data?.[0]?.alertsEnabled;
  const csv = `${ApiPaths.admin.enquiries.csv}?${queryOf(kind, status)}`;

  const setEnquiryStatus = async (enquiry: EnquiryView, next: 'new' | 'handled') => {
    const updated = await write({
      send: () => apiRequest<EnquiryView>('PATCH', ApiPaths.admin.enquiries.one(enquiry.kind, enquiry.id), { status: next }),
      success: { description: next === 'handled' ? 'Enquiry marked handled' : 'Enquiry marked new' },
      failure: 'Failed to update the enquiry',
      revalidate: [ApiPaths.admin.enquiries.list],
    });
    if (updated) {
      setOpen(null);
      await list.mutate();
    }
  };

  return (
    <Box>
      <SectionHeader
        title="Enquiries"
        subtitle={<>Demo requests and contact messages, newest first{alertsEnabled === false ? ' · e-mail alerts are off' : ''}</>}
      >
        <Button variant="outlined" color="inherit" startIcon={<DownloadIcon />} href={csv} download>
          Download CSV
        </Button>
      </SectionHeader>
      <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
        <TextField select size="small" label="Kind" value={kind} onChange={(e) => setKind(e.target.value)} sx={{ minWidth: 180 }}>
          {menuItems([
            ['all', 'All kinds'],
            ['demo', 'Demo requests'],
            ['contact', 'Contact messages'],
          ])}
        </TextField>
        <TextField select size="small" label="Status" value={status} onChange={(e) => setStatus(e.target.value)} sx={{ minWidth: 160 }}>
          {menuItems([
            ['all', 'Any status'],
            ['new', 'New'],
            ['handled', 'Handled'],
          ])}
        </TextField>
      </Box>
      {list.isLoading ? (
        <Loading what="enquiries" />
      ) : enquiries.length === 0 ? (
        <EmptyState
          title="No enquiries found"
          hint={kind !== 'all' || status !== 'all' ? 'Try another kind or status' : 'Requests sent from the contact page appear here'}
        />
      ) : (
        <TableFrame label="Enquiries" columns={['Received', 'Kind', 'From', 'Subject', 'Status', 'E-mail alert', { label: 'Actions', hidden: true }]}>
          <TableBody>
            {enquiries.map((e) => (
              <TableRow key={`${e.kind}-${e.id}`} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{KIND_LABEL[e.kind]}</TableCell>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{e.name}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {e.email}
                  </Typography>
                </TableCell>
                <TableCell>{e.subject}</TableCell>
                <TableCell>
                  <Chip size="small" label={e.status === 'new' ? 'New' : 'Handled'} color={e.status === 'new' ? 'error' : 'default'} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{ALERT_LABEL[e.alert.state]}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setOpen(e)} aria-label={`Open enquiry from ${e.name}: ${e.subject}`}>
                    Open
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableFrame>
      )}
      {more}
      {open && <EnquiryDialog enquiry={open} onClose={() => setOpen(null)} onStatus={(s) => void setEnquiryStatus(open, s)} />}
    </Box>
  );
}
