/*---
section: I.3
clause: features.cxx17.guaranteed-copy-elision-no-constructor
description: "The same non-movable factory return under -std=c++14 needs the deleted copy/move constructor"
verdict: diagnose
std: c++14
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
struct Pinned {
  int v;
  __device__ explicit Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};
__device__ Pinned make(int x) {
  return Pinned(x); // expect-diag
}
