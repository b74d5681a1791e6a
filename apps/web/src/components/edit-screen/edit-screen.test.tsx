import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useRouteIds } from '@/components/routing/use-route-ids';
import { EditLoadState, EditScreen } from './edit-screen';

const back = { href: '/event/7/content/rooms', label: 'Back to the rooms' };
const texts = { loading: 'Loading the room…', loadFailed: 'The room could not be loaded.' };

function renderScreen(query: { data: { name: string } | undefined; isError: boolean }) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <EditScreen back={back} title="Edit room">
          <EditLoadState query={query} back={back} texts={texts}>
            {(room) => <p>Form for {room.name}</p>}
          </EditLoadState>
        </EditScreen>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('EditScreen and EditLoadState', () => {
  it('shows the way back and the title, and placeholders while the item loads', () => {
    renderScreen({ data: undefined, isError: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit room' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the rooms/ }).getAttribute('href')).toBe(back.href);
    expect(screen.getByLabelText(texts.loading).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/Form for/)).toBeNull();
  });

  it('offers the way back when the item cannot be loaded', () => {
    renderScreen({ data: undefined, isError: true });
    expect(screen.getByText(texts.loadFailed)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to the rooms' })).toHaveLength(2);
    expect(screen.queryByLabelText(texts.loading)).toBeNull();
  });

  it('renders the form with the loaded item', () => {
    renderScreen({ data: { name: 'Main stage' }, isError: false });
    expect(screen.getByText('Form for Main stage')).toBeTruthy();
    expect(screen.queryByLabelText(texts.loading)).toBeNull();
  });
});

function Ids() {
  const { id, roomID } = useRouteIds('id', 'roomID');
  return (
    <p>
      event {id} room {roomID}
    </p>
  );
}

describe('useRouteIds', () => {
  it.each([
    ['/event/12/content/rooms/34/edit', 'event 12 room 34'],
    ['/event/12/content/rooms/0/edit', 'event 12 room 0'],
    ['/event/12/content/rooms/new/edit', 'event 12 room 0'],
  ])('reads %s', (path, expected) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/event/:id/content/rooms/:roomID/edit" element={<Ids />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(expected)).toBeTruthy();
  });
});
