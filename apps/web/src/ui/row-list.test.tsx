import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RowList, RowListItem } from './row-list.tsx';

const draw = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  ).replace(/<style[\s\S]*?<\/style>/g, '');

describe('RowList', () => {
  it('is a named list of items, with the leading, title, lines and trailing parts in reading order', () => {
    const html = draw(
      <RowList label="Players">
        <RowListItem leading={<i>pic</i>} title={<b>Sam</b>} trailing={<button>Remove</button>} label="Sam">
          <span>@sam</span>
        </RowListItem>
      </RowList>,
    );
    expect(html).toMatch(/^<ul[^>]*aria-label="Players"/);
    expect(html).toMatch(/<li[^>]*aria-label="Sam"/);
    expect(html.indexOf('pic')).toBeLessThan(html.indexOf('Sam</b>'));
    expect(html.indexOf('Sam</b>')).toBeLessThan(html.indexOf('@sam'));
    expect(html.indexOf('@sam')).toBeLessThan(html.indexOf('Remove'));
  });

  it('draws an ordered list when the order is what it says', () => {
    const html = draw(
      <RowList ordered="numbered" labelledBy="h">
        {null}
      </RowList>,
    );
    expect(html).toMatch(/^<ol[^>]*data-numbered="true"[^>]*aria-labelledby="h"/);
  });

  it('makes the whole row one target a keyboard reaches: a button, or a link', () => {
    const button = draw(
      <RowList>
        <RowListItem onClick={() => undefined} actionLabel="Open chat with Mia" title="Mia" />
      </RowList>,
    );
    expect(button).toMatch(/<li[^>]*><button[^>]*aria-label="Open chat with Mia"/);
    expect(button).not.toMatch(/tabindex="-1"/);
    const link = draw(
      <RowList>
        <RowListItem to="/event/4" title="Camp" />
      </RowList>,
    );
    expect(link).toMatch(/<li[^>]*><a[^>]*href="\/event\/4"/);
  });

  it("names a row's controls as one group when asked", () => {
    const html = draw(
      <RowList>
        <RowListItem groupLabel="Sam Lee" title="Sam Lee" trailing={<button>Attended</button>} />
      </RowList>,
    );
    expect(html).toMatch(/role="group"[^>]*aria-label="Sam Lee"|aria-label="Sam Lee"[^>]*role="group"/);
  });
});
