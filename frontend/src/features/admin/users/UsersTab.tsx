import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddIcon } from '../icons.js';
import { ApiPaths, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USER_ROLES, type UserRole, type UserView } from '@lora/api';
import { basedOn } from '../../../lib/api.js';
import { apiRequest, useAdminWrite } from '../shared/admin-api.js';
import { FormDialog } from '../shared/FormDialog.js';
import { useConfirmDelete } from '../shared/ConfirmDialog.js';
import { formatDate } from '../shared/format.js';
import { Loading } from '../shared/EmptyState.js';
import { TableFrame } from '../shared/TableFrame.js';
import { menuItems } from '../shared/ItemParts.js';
import { SectionHeader } from '../shared/SectionHeader.js';

/** A new password's field, with its length rule said and checked by the browser too. */
function NewPasswordField(props: TextFieldProps) {
  return (
    <TextField
      type="password"
      required
      autoComplete="new-password"
      helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
      slotProps={{ htmlInput: { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } }}
      {...props}
    />
  );
}

/** Add User, or with `user` a new password for that account. */
function UserDialog({ user, onClose }: { user?: UserView; onClose: () => void }) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<UserRole>('user');
  const [password, setPassword] = useState('');
  const write = useAdminWrite();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const done = await write({
      send: () =>
        user
          ? apiRequest('PUT', ApiPaths.admin.users.password(user.id), { password }, basedOn(user))
          : apiRequest('POST', ApiPaths.admin.users.list, { username, role, password }),
      success: { description: user ? `Password of "${user.username}" reset; their sessions were signed out` : `User "${username.trim()}" created` },
      failure: user ? 'Failed to reset the password' : 'Failed to create user',
      revalidate: [ApiPaths.admin.users.list],
    });
    if (done) onClose();
  };
  return (
    <FormDialog
      id="user-dialog-title"
      title={user ? `Reset password of ${user.username}` : 'Add User'}
      submit={user ? 'Reset Password' : 'Create User'}
      maxWidth="xs"
      onSubmit={(e) => void save(e)}
      onClose={onClose}
    >
      {!user && (
        <>
          <TextField
            label="Username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH } }}
          />
          <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
            {menuItems(USER_ROLES)}
          </TextField>
        </>
      )}
      <NewPasswordField label={user ? 'New password' : 'Initial password'} value={password} onChange={(e) => setPassword(e.target.value)} />
    </FormDialog>
  );
}

function OwnPasswordCard() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const write = useAdminWrite();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const done = await write({
      send: () => apiRequest('PUT', ApiPaths.auth.password, { currentPassword, newPassword }),
      success: { description: 'Password changed; your other sessions were signed out' },
      failure: 'Failed to change your password',
      revalidate: [],
    });
    if (done) {
      setCurrent('');
      setNew('');
    }
  };
  return (
    // A form of two passwords as wide as a password: across a laptop's screen its fields were 1,100 px long.
    <Card sx={{ maxWidth: 560 }}>
      <CardContent component="form" onSubmit={(e) => void save(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h3" component="h3">
          Change your password
        </Typography>
        <TextField
          label="Current password"
          type="password"
          required
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
        />
        <NewPasswordField label="New password" value={newPassword} onChange={(e) => setNew(e.target.value)} />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Change Password
        </Button>
      </CardContent>
    </Card>
  );
}

/** User accounts (beyond SPEC): the server refuses changes to your own account and to the last admin. */
export function UsersTab({ self }: { self: UserView }) {
  const { data, isLoading } = useSWR<UserView[]>(ApiPaths.admin.users.list, { revalidateOnMount: true });
  // The dialog open: Add User ('new'), or the password reset of an account.
  const [dialog, setDialog] = useState<UserView | 'new' | null>(null);
  const write = useAdminWrite();
  const changeRole = (user: UserView, role: UserRole) =>
    write({
      send: () => apiRequest('PATCH', ApiPaths.admin.users.role(user.id), { role }, basedOn(user)),
      success: { description: `"${user.username}" is now ${role === 'admin' ? 'an admin' : 'a user'}; their sessions were signed out` },
      failure: 'Failed to change the role',
      revalidate: [ApiPaths.admin.users.list],
    });
  const remove = useConfirmDelete<UserView>({
    title: 'Delete User',
    name: (u) => u.username,
    path: (u) => ApiPaths.admin.users.one(u.id),
    success: (u) => `User "${u.username}" deleted`,
    failure: 'Failed to delete user',
    revalidate: [ApiPaths.admin.users.list],
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <SectionHeader title="Users" subtitle="Who may sign in, and who may use the admin" mb={0}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
          Add User
        </Button>
      </SectionHeader>
      <Alert severity="info">
        Changing a role or a password signs that user out everywhere at once. You cannot change or delete your own account here, and one admin always
        remains.
      </Alert>
      {isLoading ? (
        <Loading what="users" />
      ) : (
        <TableFrame label="Users" columns={['Username', 'Role', 'Created', 'Actions']}>
          <TableBody>
            {(data ?? []).map((u) => {
              const isSelf = u.id === self.id;
              // The account's two buttons, which act on anyone's account but your own.
              const accountAction = { size: 'small', variant: 'outlined', disabled: isSelf } as const;
              return (
                <TableRow key={u.id}>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {u.username}
                    {isSelf ? ' (you)' : ''}
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={u.role}
                      disabled={isSelf}
                      onChange={(e) => void changeRole(u, e.target.value as UserRole)}
                      slotProps={{ select: { inputProps: { 'aria-label': `Role of ${u.username}` } } }}
                    >
                      {menuItems([...new Set([...USER_ROLES, u.role])])}
                    </TextField>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(u.createdAt)}</TableCell>
                  <TableCell>
                    {/* Each button on one line: squeezed on a phone, "Reset password" broke in two. */}
                    <Box sx={{ display: 'flex', gap: 1, whiteSpace: 'nowrap' }}>
                      <Button {...accountAction} color="inherit" onClick={() => setDialog(u)} aria-label={`Reset password of ${u.username}`}>
                        Reset password
                      </Button>
                      <Button {...accountAction} color="error" onClick={() => remove.ask(u)} aria-label={`Delete ${u.username}`}>
                        Delete
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </TableFrame>
      )}
      <OwnPasswordCard />
      {dialog && <UserDialog user={dialog === 'new' ? undefined : dialog} onClose={() => setDialog(null)} />}
      {remove.dialog}
    </Box>
  );
}
