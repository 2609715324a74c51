import '@mantine/core/styles.css';
import {
  Button,
  Container,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

// The yardstick for the sign-in page's paint: what a team gets from React, React Router and
// Mantine core with one form and nothing else — no fonts, translations, themes or lazy routes.
function SignIn() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
  };
  return (
    <Container size={420} py={80}>
      <Title ta="center">Sign in</Title>
      <Text c="dimmed" size="sm" ta="center" mt={5}>
        Welcome back. Sign in to open your console.
      </Text>
      <Paper withBorder shadow="md" p={30} mt={30} radius="md" component="form" onSubmit={submit}>
        <Stack>
          <TextInput
            label="User name or mobile"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" fullWidth>
            Sign in
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

const router = createBrowserRouter([{ path: '*', Component: SignIn }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
