import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { AppCreateNestDocument, AppNestsDocument } from '../__generated__/operations';
import { ErrorBox } from '../components';
import { formatTime } from '../labels';
import { Link, navigate } from '../router';

/** The tenant's nests, newest first, and the form for a new one. */
export function Nests() {
  const { data, loading, error } = useQuery(AppNestsDocument, { fetchPolicy: 'cache-and-network' });
  const nests = data?.nests.edges.map((edge) => edge.node) ?? [];
  return (
    <main>
      <h1>내 둥지</h1>
      <NewNest />
      <section aria-labelledby="nest-list">
        <h2 id="nest-list">등록한 집</h2>
        <ErrorBox error={error} />
        {loading && nests.length === 0 && <p>불러오는 중…</p>}
        {!loading && nests.length === 0 && <p>아직 등록한 집이 없습니다.</p>}
        <ul className="nest-list">
          {nests.map((nest) => (
            <li key={nest.id}>
              <Link to={`/nests/${nest.id}`}>{nest.name}</Link>
              <span className="muted">
                {' '}
                {nest.address} · {formatTime(nest.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

function NewNest() {
  const [form, setForm] = useState({ name: '', address: '', deposit: '', price: '' });
  const [create, { loading, error }] = useMutation(AppCreateNestDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[^0-9]/g, '')));
    const result = await create({
      variables: {
        input: {
          name: form.name,
          address: form.address,
          depositKrw: toNumber(form.deposit),
          marketPriceKrw: toNumber(form.price),
        },
      },
    }).catch(() => null); // the error shows under the form
    const id = result?.data?.createNest.id;
    if (id) navigate(`/nests/${id}`);
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <section aria-labelledby="new-nest">
      <h2 id="new-nest">새 집 등록</h2>
      <form onSubmit={(event) => void submit(event)} className="grid-form">
        <label htmlFor="nest-name">이름</label>
        <input id="nest-name" required {...field('name')} placeholder="연남동 원룸" />
        <label htmlFor="nest-address">주소</label>
        <input id="nest-address" required {...field('address')} placeholder="서울특별시 마포구 연남로 3, 201호" />
        <label htmlFor="nest-deposit">보증금 (원, 선택)</label>
        <input id="nest-deposit" inputMode="numeric" {...field('deposit')} />
        <label htmlFor="nest-price">시세 (원, 선택)</label>
        <input id="nest-price" inputMode="numeric" {...field('price')} />
        <button type="submit" disabled={loading}>
          등록
        </button>
      </form>
      <ErrorBox error={error} />
    </section>
  );
}
