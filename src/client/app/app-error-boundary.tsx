import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../lib/error-reporting';
import { CrashScreen } from './routes/crash-screen';

/** The outermost boundary: a crash outside the router still ends on the fallback screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, { kind: 'render', componentStack: info.componentStack ?? undefined });
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
