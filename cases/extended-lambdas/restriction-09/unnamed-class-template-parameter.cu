/*---
section: I.6.2
clause: xlambda.restriction-9
description: "A member function of a class template with an unnamed template parameter cannot enclose an extended lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T, int>
struct Box {
  void run(void) {
    auto lam1 = [] __device__ { return 10; }; // expect-error
  }
};

void use(void) { Box<int, 3> b; b.run(); }
