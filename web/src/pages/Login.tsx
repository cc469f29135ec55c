import { useState, type FormEvent } from 'react';
import { setToken } from '../auth';

/** Paste a token (the login service's, or `npm run token -- <user>` in development). */
export function Login({ onLogin }: { onLogin: () => void }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    setToken(value);
    onLogin();
  };
  return (
    <main className="narrow">
      <h1>둥지에 로그인</h1>
      <p>
        로그인 서비스에서 받은 토큰을 붙여 넣으세요. 개발 환경에서는 <code>npm run token -- 내아이디</code>로 만들 수
        있습니다.
      </p>
      <form onSubmit={submit}>
        <label htmlFor="token">토큰</label>
        <textarea id="token" rows={4} value={value} onChange={(e) => setValue(e.target.value)} />
        <button type="submit">로그인</button>
      </form>
    </main>
  );
}
