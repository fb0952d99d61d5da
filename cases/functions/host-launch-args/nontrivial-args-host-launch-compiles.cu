/*---
section: I.4.9.3.1
clause: global.host-launch-nontrivial-args
description: "A host-side launch with arguments that have user-provided copy constructors and destructors is accepted."
verdict: ok
---*/
struct C {
  int x;
  C(int v) : x(v) { }
  C(const C &o) : x(o.x) { }
  ~C() { x = 0; }
};
struct M {
  int *p;
  M() : p(nullptr) { }
  M(M &&o) : p(o.p) { o.p = nullptr; }
  M(const M &o) : p(o.p) { }
};
__global__ void kern(C c, M m, int *out) { *out = c.x; }
void launch(int *out) {
  C c(3);
  kern<<<1, 1>>>(c, M(), out);
}
