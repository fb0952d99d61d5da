/*---
section: I.6.2
clause: xlambda.restriction-4
description: "Public virtual member functions and overloaded operators have addresses: extended lambdas in them are accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
struct Base {
  virtual void run(void) {
    auto lam = [] __device__ { return 1; };
  }
  virtual ~Base() { }
};

struct Fn {
  int operator()(int x) const {
    auto lam = [x] __device__ { return x; };
    return x;
  }
  Fn &operator+=(int) {
    auto lam = [] __host__ __device__ { return 2; };
    return *this;
  }
};
