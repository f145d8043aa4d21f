/** A new user registered through the gateway for a benchmark: its cookie, bearer token and id. */
export async function registerBenchUser(origin: string, email: string, password: string) {
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Bench',
      lastName: 'Mark',
      company: '',
      jobTitle: '',
      industry: '',
      companySize: '',
      returnToken: true,
    }),
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  return { cookie, token, userId: user.id };
}
