import { render, screen } from '@testing-library/react';
import { noteServiceKind } from '../../api/service-kind';
import { loadNamespaces } from '../../lib/i18n';
import { DemoControlsContext } from '../../lib/demo-controls';
import { DemoSection } from './demo-section';

describe('Settings → Demo service, before its controls are connected', () => {
  beforeAll(() => loadNamespaces(['settings', 'common'], 'en'));

  it('is not there before the demo’s controls are connected, nor on a live server', () => {
    noteServiceKind('demo');
    render(
      <DemoControlsContext value={null}>
        <DemoSection />
      </DemoControlsContext>,
    );
    expect(screen.queryByRole('region', { name: 'Demo service' })).not.toBeInTheDocument();
  });
});
