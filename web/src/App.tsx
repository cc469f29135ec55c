import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { clearToken, getToken, tokenClaims } from './auth';
import { Login } from './pages/Login';
import { NestDetail } from './pages/NestDetail';
import { Nests } from './pages/Nests';
import { Ops } from './pages/Ops';
import { Link, navigate, usePath } from './router';

// GraphiQL is most of the app's weight: loaded only when the explorer is opened.
const Explorer = lazy(() => import('./pages/Explorer'));

export function App() {
  const [token, setTokenState] = useState(getToken);
  const path = usePath();
  const client = useApolloClient();
  if (!token) return <Login onLogin={() => setTokenState(getToken())} />;
  const claims = tokenClaims(token);
  const operator = claims.roles?.includes('operator') ?? false;
  const logout = () => {
    clearToken();
    void client.clearStore();
    setTokenState(null);
    navigate('/');
  };
  const nest = /^\/nests\/([0-9a-f-]{36})$/i.exec(path);
  return (
    <>
      <header className="top">
        <nav aria-label="주 메뉴">
          <Link to="/" className="brand">
            둥지
          </Link>
          <Link to="/">내 둥지</Link>
          {operator && <Link to="/ops">운영</Link>}
          <Link to="/explorer">API 탐색기</Link>
        </nav>
        <span className="muted">{claims.sub}</span>
        <button type="button" onClick={logout}>
          로그아웃
        </button>
      </header>
      {path === '/explorer' ? (
        <Suspense
          fallback={
            <main>
              <p>탐색기를 불러오는 중…</p>
            </main>
          }
        >
          <Explorer />
        </Suspense>
      ) : path === '/ops' ? (
        <Ops />
      ) : nest?.[1] ? (
        <NestDetail id={nest[1]} />
      ) : (
        <Nests />
      )}
    </>
  );
}
