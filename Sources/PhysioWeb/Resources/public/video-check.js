// "Check a recorded set": uploads the chosen video with a progress bar (the body is the file itself,
// the anti-forgery token in a header), then, on the job page, polls the analysis until it is done.
import { csrfToken } from "./request.js?v=__ASSET_VERSION__";

const form = document.getElementById("video-check-form");
if (form) {
  const input = document.getElementById("video-file");
  const error = document.getElementById("video-check-error");
  const bar = document.getElementById("video-upload-progress");
  const button = document.getElementById("video-check-submit");
  const maxBytes = Number(form.dataset.maxBytes);
  const fail = (message) => {
    error.textContent = message;
    error.hidden = false;
    bar.hidden = true;
    button.disabled = false;
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const file = input.files?.[0];
    if (!file) return fail("Choose a video first.");
    if (file.size > maxBytes) return fail(`That video is larger than ${Math.round(maxBytes / 1048576)} MB. Trim it to the set you want checked.`);
    error.hidden = true;
    bar.hidden = false;
    button.disabled = true;
    const request = new XMLHttpRequest();
    request.open("POST", form.dataset.upload);
    request.setRequestHeader("X-CSRF-Token", csrfToken());
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) bar.value = Math.round((e.loaded / e.total) * 100);
    });
    request.addEventListener("load", () => {
      let answer = {};
      try { answer = JSON.parse(request.responseText); } catch { /* not JSON */ }
      if (request.status >= 200 && request.status < 300 && answer.location) {
        window.location.assign(answer.location);
      } else {
        fail(answer.error?.message ?? "The upload failed. Try again.");
      }
    });
    request.addEventListener("error", () => fail("The upload was interrupted. Check the connection and try again."));
    request.send(file);
  });
}

const progress = document.getElementById("video-check-progress");
if (progress) {
  const bar = document.getElementById("video-check-bar");
  const label = document.getElementById("video-check-percent");
  const poll = async () => {
    try {
      const response = await fetch(progress.dataset.status, { headers: { Accept: "application/json" } });
      const status = await response.json();
      if (status.state !== "running") return window.location.reload();
      if (typeof status.percent === "number") {
        bar.value = status.percent;
        label.textContent = `${status.percent}% done`;
      }
    } catch { /* try again on the next tick */ }
    setTimeout(poll, 1000);
  };
  setTimeout(poll, 1000);
}
