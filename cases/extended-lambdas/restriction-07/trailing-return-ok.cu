/*---
section: I.6.2
clause: xlambda.restriction-7
description: "A trailing return type (auto f() -> int) is not deduced: an extended lambda inside is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
auto foo(int x) -> int {
  auto lam1 = [x] __device__ { return x; };
  return x;
}

auto bar(int x) -> decltype(x + 1) {
  auto lam2 = [x] __host__ __device__ { return x; };
  return x + 1;
}
