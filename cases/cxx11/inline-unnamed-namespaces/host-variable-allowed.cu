/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "Host variables and functions may be declared in an inline unnamed namespace."
verdict: ok
---*/
inline namespace {
  int hv = 3;
  int hf(void) { return hv; }
}
int h() { return hf(); }
