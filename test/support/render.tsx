/** Test helper: renders shell parts inside a real instance (memory routing), under StrictMode. */
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { Router } from 'wouter';
import { resolveConfig, type OnboardingProps } from '../../element/surface';
import { InstanceContext } from '../../src/kit/hooks';
import { createInstance } from '../../src/app/instance';
import { createWizard } from '../../src/app/wizard';

export function renderWithInstance(ui: ReactNode, props: OnboardingProps = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(resolveConfig({ routing: 'memory', ...props }), host);
  instance.connect();
  const wizard = createWizard(instance);
  const result = render(
    <StrictMode>
      <InstanceContext.Provider value={{ instance, wizard }}>
        <Router hook={instance.router.hook}>{ui}</Router>
      </InstanceContext.Provider>
    </StrictMode>,
  );
  return { ...result, instance, wizard, host };
}
