/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "Host code may bind references to and take the address of a host constexpr variable."
verdict: ok
---*/
constexpr int xxx = 10;
struct S1_t { static constexpr int qqq = 100; };
constexpr int S1_t::qqq;
int h() {
  const int &r = xxx;
  const int *p = &S1_t::qqq;
  return r + *p;
}
