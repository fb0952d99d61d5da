/*---
section: I.4.20.10
clause: defaulted.later-declaration-kept
description: "A __host__ destructor defaulted after its first declaration keeps its __host__ space; device code cannot destroy objects."
verdict: error
---*/
struct S4 {
  __host__ ~S4();
};
S4::~S4() = default;
__device__ void d() {
  S4 s; // expect-error
}
