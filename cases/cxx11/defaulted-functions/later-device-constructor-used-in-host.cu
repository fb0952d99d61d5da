/*---
section: I.4.20.10
clause: defaulted.later-declaration-kept
description: "A __device__ constructor defaulted after its first declaration keeps its __device__ space; host code cannot call it."
verdict: error
---*/
struct S2 {
  __device__ S2();
};
S2::S2() = default;
void h() {
  S2 s2; // expect-error
}
